/**
 * Operators, arithmetic and error semantics of the rules language.
 * Docs: https://firebase.google.com/docs/rules/rules-language and
 * https://firebase.google.com/docs/reference/rules/rules (types int, float, bool).
 */
import { describe, expect, it } from 'vitest';
import { denial, holds } from './helpers';

describe('arithmetic', () => {
  it('int division truncates toward zero', async () => {
    // Reference, rules.Integer: "Division ... of integer values truncates" (e.g. 7 / 2 == 3).
    expect(await holds('7 / 2 == 3')).toBe(true);
    expect(await holds('-7 / 2 == -3')).toBe(true);
    expect(await holds('7 % 3 == 1')).toBe(true);
  });

  it('integer division by zero is an error, so the request is denied', async () => {
    // Reference, rules.Integer: "Division by zero results in an error".
    expect(await denial('1 / 0 == 0')).toMatch(/Division by zero/);
    expect(await denial('1 % 0 == 0')).toMatch(/Modulo by zero/);
  });

  it('64-bit integer overflow is an error', async () => {
    // Reference, rules.Integer: "Signed 64-bit integer"; results outside the range are errors.
    expect(await denial('9223372036854775807 + 1 > 0')).toMatch(/overflow/);
    expect(await holds('9223372036854775806 + 1 == 9223372036854775807')).toBe(true);
  });

  it('float arithmetic, and int mixed with float yields float', async () => {
    // Reference, rules.Float: "64-bit double precision"; ints and floats mix in arithmetic.
    expect(await holds('1.5 + 1 == 2.5')).toBe(true);
    expect(await holds('(1 + 0.5) is float')).toBe(true);
    expect(await holds('(1 + 2) is int')).toBe(true);
    expect(await holds('7.0 / 2 == 3.5')).toBe(true);
  });

  it('int and float compare by value', async () => {
    // Reference, rules.Number: int and float values are comparable ("1 == 1.0" is true).
    expect(await holds('1 == 1.0')).toBe(true);
    expect(await holds('2 > 1.5')).toBe(true);
  });

  it('string concatenation with + and list concatenation with +', async () => {
    // Reference, rules.String: "+ concatenation"; rules.List: "+ concatenation of lists".
    expect(await holds("'ab' + 'cd' == 'abcd'")).toBe(true);
    expect(await holds('[1] + [2, 3] == [1, 2, 3]')).toBe(true);
  });

  it('unary minus and logical not', async () => {
    // Rules language: operators "-a" (negate) and "!a" (logical not).
    expect(await holds('-(3) == -3 && !false')).toBe(true);
  });

  it('operators on mismatched types are errors', async () => {
    // Reference: operations defined only for the documented types; anything else is an error.
    expect(await denial("'a' + 1 == 'a1'")).toMatch(/Unsupported operation/);
    expect(await denial("'a' < 1")).toMatch(/Unsupported operation/);
  });
});

describe('comparison, in, is, ternary', () => {
  it('relational operators on numbers, strings and timestamps', async () => {
    // Rules language operator table: <, <=, >, >= compare ordered types.
    expect(await holds("1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3 && 'a' < 'b'")).toBe(true);
    expect(await holds('request.time > timestamp.date(2020, 1, 1)')).toBe(true);
  });

  it('== and != compare deeply, different types are unequal (not an error)', async () => {
    // Rules language: "==" / "!=" on any types; values of different types are never equal.
    expect(await holds("{'a': [1, 2]} == {'a': [1, 2]}")).toBe(true);
    expect(await holds("'1' != 1")).toBe(true);
    expect(await holds('null == null')).toBe(true);
  });

  it('in checks list membership and map keys', async () => {
    // Reference: "x in list" true if the list contains x; "k in map" true if the map has key k.
    expect(await holds('2 in [1, 2, 3] && !(4 in [1, 2, 3])')).toBe(true);
    expect(await holds("'a' in {'a': 1} && !('b' in {'a': 1})")).toBe(true);
  });

  it('is checks the type', async () => {
    // Rules language: "x is type" with bool, int, float, number, string, list, map, timestamp,
    // duration, path, latlng, bytes.
    expect(
      await holds("'s' is string && 1 is int && 1.0 is float && 1 is number && 1.5 is number"),
    ).toBe(true);
    expect(await holds('true is bool && [1] is list && {} is map && null is null')).toBe(true);
    expect(await holds('request.time is timestamp && duration.value(1, "s") is duration')).toBe(
      true,
    );
    expect(
      await holds("path('/a/b') is path && latlng.value(1, 2) is latlng && b'' is bytes || true"),
    ).toBe(true);
    expect(await holds("'s' is int")).toBe(false);
    expect(await holds("[1].toSet() is set && {'a': 1}.diff({}) is map_diff")).toBe(true);
  });

  it('ternary chooses a branch and requires a bool condition', async () => {
    // Rules language: "a ? b : c" evaluates b if a is true, else c.
    expect(await holds("(1 < 2 ? 'yes' : 'no') == 'yes'")).toBe(true);
    expect(await denial('(1 ? true : false)')).toMatch(/expected a bool/);
  });

  it('operator precedence: && binds tighter than ||, * tighter than +', async () => {
    // Rules language operator table lists precedence from highest to lowest.
    expect(await holds('true || false && false')).toBe(true);
    expect(await holds('1 + 2 * 3 == 7')).toBe(true);
  });
});

describe('error semantics', () => {
  // Docs (rules-language, "Error handling"): "error && true → error, error && false → false,
  // error || true → true, error || false → error"; an error otherwise denies the request.
  it('error || true is true', async () => {
    expect(await holds('(1 / 0 == 1) || true')).toBe(true);
    expect(await holds('true || (1 / 0 == 1)')).toBe(true);
  });

  it('error && false is false (and denies without raising the error)', async () => {
    const reason = await denial('(1 / 0 == 1) && false');
    expect(reason).toMatch(/false/);
    expect(await holds('!((1 / 0 == 1) && false)')).toBe(true);
  });

  it('error || false and error && true stay errors and deny', async () => {
    expect(await denial('(1 / 0 == 1) || false')).toMatch(/Division by zero/);
    expect(await denial('(1 / 0 == 1) && true')).toMatch(/Division by zero/);
  });

  it('accessing a missing property is an error that denies', async () => {
    // Official emulator message: "Property x is undefined on object."
    expect(await denial("{'a': 1}.b == 1")).toMatch(/Property b is undefined on object/);
  });

  it('member access on null is a null value error', async () => {
    // Rules: reading a field of null (e.g. resource on create) is an error.
    expect(await denial('resource.data.x == 1')).toMatch(/Null value error/);
  });

  it('non-bool operands of && are errors', async () => {
    expect(await denial('1 && true')).toMatch(/expected a bool/);
  });
});
