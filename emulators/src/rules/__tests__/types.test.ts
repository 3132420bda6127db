/**
 * Built-in types and their methods, per the rules reference
 * (https://firebase.google.com/docs/reference/rules/rules, one section per type/namespace).
 * request.time in these tests is 2023-11-14T22:13:20Z (a Tuesday).
 */
import { describe, expect, it } from 'vitest';
import { denial, doc, holds } from './helpers';

describe('string', () => {
  it('size, lower, upper, trim', async () => {
    // rules.String: size() "number of characters", lower(), upper(), trim() "removes leading and trailing whitespace".
    expect(
      await holds("'héllo'.size() == 5 && 'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC'"),
    ).toBe(true);
    expect(await holds("'  x '.trim() == 'x'")).toBe(true);
  });

  it('matches uses RE2 and must match the whole string', async () => {
    // rules.String.matches: "Performs a regular expression match ... uses the Google RE2 syntax";
    // the example 'user@domain.com'.matches('.*@domain[.]com') is true (whole-string match).
    expect(await holds("'user@domain.com'.matches('.*@domain[.]com')")).toBe(true);
    expect(await holds("'user@domain.com'.matches('domain')")).toBe(false);
    expect(await holds("'abc'.matches('(?i)ABC')")).toBe(true);
  });

  it('an invalid regular expression is an error', async () => {
    expect(await denial("'a'.matches('(')")).toMatch(/Invalid regular expression/);
  });

  it('split and replace take regular expressions', async () => {
    // rules.String.split(re) "splits a string according to a regular expression";
    // replace(re, sub) "replaces all occurrences of substrings matching a regular expression".
    expect(await holds("'a/b/c'.split('/') == ['a', 'b', 'c']")).toBe(true);
    expect(await holds("'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']")).toBe(true);
    expect(await holds("'aXbXc'.replace('X', '-') == 'a-b-c'")).toBe(true);
  });

  it('toUtf8 gives bytes; indexing and ranges', async () => {
    // rules.String.toUtf8(): "the UTF-8 byte encoding"; strings support [i] and [i:j].
    expect(await holds("'é'.toUtf8().size() == 2 && 'abc'[1] == 'b' && 'abcd'[1:3] == 'bc'")).toBe(
      true,
    );
  });
});

describe('list', () => {
  it('size, index, range and in', async () => {
    // rules.List: size(), list[i], list[i:j] (range), "x in list".
    expect(
      await holds('[1, 2, 3].size() == 3 && [1, 2, 3][0] == 1 && [1, 2, 3][1:3] == [2, 3]'),
    ).toBe(true);
  });

  it('an index out of range is an error', async () => {
    expect(await denial('[1][5] == 1')).toMatch(/Index out of range/);
  });

  it('hasAll, hasAny, hasOnly', async () => {
    // rules.List.hasAll: "all values in the argument are in the list"; hasAny: "any";
    // hasOnly: "the list contains only values in the argument".
    expect(await holds("['a', 'b'].hasAll(['a']) && !['a'].hasAll(['a', 'b'])")).toBe(true);
    expect(await holds("['a', 'b'].hasAny(['b', 'z']) && !['a'].hasAny(['z'])")).toBe(true);
    expect(await holds("['a', 'b'].hasOnly(['a', 'b', 'c']) && !['a', 'd'].hasOnly(['a'])")).toBe(
      true,
    );
  });

  it('join, concat, removeAll, toSet', async () => {
    // rules.List.join(sep), concat(list), removeAll(list) "removes all values in the argument",
    // toSet() "returns a set containing all unique elements".
    expect(await holds("['a', 'b'].join('-') == 'a-b' && [1].concat([2]) == [1, 2]")).toBe(true);
    expect(
      await holds('[1, 2, 1, 3].removeAll([1]) == [2, 3] && [1, 1, 2].toSet().size() == 2'),
    ).toBe(true);
  });
});

describe('map and map diff', () => {
  it('keys, values, size, field access and in', async () => {
    // rules.Map: keys(), values(), size(), map.k / map['k'], "k in map".
    expect(
      await holds("{'a': 1, 'b': 2}.keys().hasOnly(['a', 'b']) && {'a': 1}.values() == [1]"),
    ).toBe(true);
    expect(await holds("{'a': 1}.size() == 1 && {'a': 1}.a == 1 && {'a': 1}['a'] == 1")).toBe(true);
  });

  it('get(key, default), with a list key for nested maps', async () => {
    // rules.Map.get(key, default_value): "key may be a list of keys for nested maps".
    expect(await holds("{'a': 1}.get('b', 7) == 7 && {'a': 1}.get('a', 7) == 1")).toBe(true);
    expect(
      await holds("{'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {'a': {}}.get(['a', 'b'], 0) == 0"),
    ).toBe(true);
  });

  it('diff: added, removed, changed, unchanged and affected keys', async () => {
    // rules.MapDiff: addedKeys() "keys in the map calling diff() not in the map passed";
    // removedKeys() the reverse; changedKeys() "same key, different value"; unchangedKeys();
    // affectedKeys() = added ∪ removed ∪ changed.
    const d = "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5})";
    expect(await holds(`${d}.addedKeys() == ['a'].toSet()`)).toBe(true);
    expect(await holds(`${d}.removedKeys() == ['d'].toSet()`)).toBe(true);
    expect(await holds(`${d}.changedKeys() == ['c'].toSet()`)).toBe(true);
    expect(await holds(`${d}.unchangedKeys() == ['b'].toSet()`)).toBe(true);
    expect(await holds(`${d}.affectedKeys() == ['a', 'c', 'd'].toSet()`)).toBe(true);
  });

  it('the documented pattern: an update may only touch allowed fields', async () => {
    // rules-conditions doc: request.resource.data.diff(resource.data).affectedKeys().hasOnly([...]).
    const o = {
      resource: doc('t/x', { name: 'a', count: 1 }),
      requestResource: doc('t/x', { name: 'a', count: 2 }),
    };
    expect(
      await holds("request.resource.data.diff(resource.data).affectedKeys().hasOnly(['count'])", o),
    ).toBe(true);
    expect(
      await holds("request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name'])", o),
    ).toBe(false);
  });
});

describe('set', () => {
  it('size, in, hasAll/hasAny/hasOnly', async () => {
    // rules.Set: size(), "x in set", hasAll, hasAny, hasOnly.
    expect(await holds("['a', 'b'].toSet().size() == 2 && 'a' in ['a'].toSet()")).toBe(true);
    expect(
      await holds(
        "['a', 'b'].toSet().hasAll(['a']) && ['a'].toSet().hasAny(['a', 'z']) && ['a'].toSet().hasOnly(['a', 'b'])",
      ),
    ).toBe(true);
  });

  it('union, intersection, difference', async () => {
    // rules.Set.union / intersection / difference return sets.
    expect(await holds('[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()')).toBe(true);
    expect(await holds('[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()')).toBe(true);
    expect(await holds('[1, 2].toSet().difference([2, 3].toSet()) == [1].toSet()')).toBe(true);
  });

  it('sets compare regardless of order', async () => {
    expect(await holds('[1, 2].toSet() == [2, 1].toSet()')).toBe(true);
  });
});

describe('path', () => {
  it('path literals interpolate $(expr) and index segments', async () => {
    // rules.Path: "/databases/$(database)/documents/users/$(uid)" and path[i].
    expect(
      await holds("(/databases/$(database)/documents/users/$(request.auth.uid))[4] == 'u1'"),
    ).toBe(true);
    expect(await holds("/a/b == path('/a/b') && string(/a/b) == '/a/b'")).toBe(true);
  });

  it('bind replaces {name} segments', async () => {
    // rules.Path.bind(map): "binds key-value pairs in a map to a path".
    expect(await holds("path('/users/{uid}').bind({'uid': 'u1'}) == /users/u1")).toBe(true);
  });

  it('resource.__name__ is the document path and resource.id its id', async () => {
    // Firestore rules reference, Resource: __name__ "the full document name, as a path"; id "the document key".
    const o = { resource: doc('t/x', {}) };
    expect(
      await holds(
        'resource.__name__ == /databases/$(database)/documents/t/x && resource.id == "x"',
        o,
      ),
    ).toBe(true);
  });
});

describe('timestamp and duration', () => {
  it('request.time accessors', async () => {
    // rules.Timestamp: year(), month() 1-12, day(), hours(), minutes(), seconds(), nanos(),
    // dayOfWeek() "1 is Monday, 7 is Sunday", dayOfYear(), toMillis().
    expect(
      await holds(
        'request.time.year() == 2023 && request.time.month() == 11 && request.time.day() == 14',
      ),
    ).toBe(true);
    expect(
      await holds(
        'request.time.hours() == 22 && request.time.minutes() == 13 && request.time.seconds() == 20',
      ),
    ).toBe(true);
    expect(
      await holds(
        'request.time.nanos() == 0 && request.time.dayOfWeek() == 2 && request.time.dayOfYear() == 318',
      ),
    ).toBe(true);
    expect(await holds('request.time.toMillis() == 1700000000000')).toBe(true);
  });

  it('date(), time() and timestamp constructors', async () => {
    // rules.Timestamp.date(): "timestamp with only the year, month and day"; time(): duration since midnight;
    // timestamp.date(y, m, d) and timestamp.value(epochMillis).
    expect(await holds('request.time.date() == timestamp.date(2023, 11, 14)')).toBe(true);
    expect(await holds('request.time.time() == duration.time(22, 13, 20, 0)')).toBe(true);
    expect(await holds('timestamp.value(1700000000000) == request.time')).toBe(true);
  });

  it('timestamp ± duration and timestamp - timestamp', async () => {
    // rules.Timestamp: "+ duration", "- duration", "- timestamp gives a duration".
    expect(await holds("request.time + duration.value(1, 'd') > request.time")).toBe(true);
    expect(await holds("(request.time - duration.value(2, 'h')).hours() == 20")).toBe(true);
    expect(
      await holds('request.time - timestamp.date(2023, 11, 14) == duration.time(22, 13, 20, 0)'),
    ).toBe(true);
  });

  it('duration seconds, nanos, abs and units', async () => {
    // rules.Duration: seconds(), nanos(); duration.value(magnitude, unit) with w, d, h, m, s, ms, ns; duration.abs().
    expect(
      await holds(
        "duration.value(1500, 'ms').seconds() == 1 && duration.value(1500, 'ms').nanos() == 500000000",
      ),
    ).toBe(true);
    expect(await holds("duration.abs(duration.value(-3, 's')) == duration.value(3, 's')")).toBe(
      true,
    );
    expect(await holds("duration.value(1, 'w') == duration.value(7, 'd')")).toBe(true);
  });

  it('stored timestamps compare with request.time', async () => {
    const o = { resource: doc('t/x', { at: new Date('2023-01-01T00:00:00.000Z') }) };
    expect(await holds('resource.data.at < request.time && resource.data.at is timestamp', o)).toBe(
      true,
    );
  });
});

describe('latlng and bytes', () => {
  it('latlng latitude, longitude, distance', async () => {
    // rules.LatLng: latitude(), longitude(), distance(other) "in meters".
    expect(
      await holds(
        'latlng.value(35.0, 139.0).latitude() == 35.0 && latlng.value(35.0, 139.0).longitude() == 139.0',
      ),
    ).toBe(true);
    // One degree of latitude is ~111.2 km.
    expect(
      await holds(
        'latlng.value(0, 0).distance(latlng.value(1, 0)) > 111000 && latlng.value(0, 0).distance(latlng.value(1, 0)) < 111400',
      ),
    ).toBe(true);
  });

  it('latlng.value rejects out-of-range coordinates', async () => {
    expect(await denial('latlng.value(91, 0) == null')).toMatch(/latitude/);
  });

  it('stored geopoints are latlng', async () => {
    const o = { resource: doc('t/x', { where: { $geo: [35.68, 139.76] } }) };
    expect(
      await holds('resource.data.where is latlng && resource.data.where.latitude() > 35', o),
    ).toBe(true);
  });

  it('bytes size, toBase64, toHexString', async () => {
    // rules.Bytes: size(), toBase64(), toHexString().
    expect(
      await holds(
        "b'\\x01\\xff'.size() == 2 && b'\\x01\\xff'.toBase64() == 'Af8=' && b'\\x01\\xff'.toHexString() == '01FF'",
      ),
    ).toBe(true);
    const o = { resource: doc('t/x', { b: { $bytes: 'AQI=' } }) };
    expect(await holds('resource.data.b is bytes && resource.data.b.size() == 2', o)).toBe(true);
  });
});

describe('math, hashing and conversions', () => {
  it('math functions', async () => {
    // rules.math: "ceil(num) returns rules.Integer" (math.ceil(2.1) == 3), "floor(num) returns
    // rules.Integer" (math.floor(1.9) == 1), "round(num) returns rules.Integer" (math.round(2.5) == 3),
    // "pow(base, exponent) returns rules.Float" (math.pow(2, 2) == 4), isInfinite, isNaN, abs, sqrt.
    expect(
      await holds(
        'math.abs(-2) == 2 && math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.round(2.5) == 3',
      ),
    ).toBe(true);
    expect(
      await holds('math.sqrt(9) == 3.0 && math.pow(2, 10) == 1024.0 && math.pow(4, 0.5) == 2'),
    ).toBe(true);
    expect(
      await holds(
        'math.ceil(2.1) is int && math.floor(1.9) is int && math.round(2.4) == 2 && math.pow(2, 2) is float',
      ),
    ).toBe(true);
    expect(
      await holds("math.isInfinite(1.0 / 0) && math.isNaN(float('NaN')) && !math.isNaN(1.0)"),
    ).toBe(true);
  });

  it('hashing functions return bytes', async () => {
    // rules.hashing: md5, sha256, crc32, crc32c "of a string or bytes, returning bytes".
    expect(
      await holds(
        "hashing.sha256('abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'",
      ),
    ).toBe(true);
    expect(
      await holds("hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'"),
    ).toBe(true);
    expect(
      await holds(
        "hashing.crc32('abc').toHexString() == '352441C2' && hashing.crc32c('abc').toHexString() == '364B3FB7'",
      ),
    ).toBe(true);
    expect(await holds("hashing.sha256(b'abc') == hashing.sha256('abc')")).toBe(true);
  });

  it('int(), float(), string() conversions', async () => {
    // Global functions: int(value), float(value), string(value).
    expect(
      await holds("int('42') == 42 && int(3.9) == 3 && float(2) == 2.0 && float('1.5') == 1.5"),
    ).toBe(true);
    expect(
      await holds("string(true) == 'true' && string(12) == '12' && string(null) == 'null'"),
    ).toBe(true);
    expect(await denial("int('x') == 1")).toMatch(/cannot parse/);
  });

  it('debug() returns its argument', async () => {
    // Global debug(value): "a basic debug function that prints Security Rules language objects ... returns the value".
    expect(await holds('debug(1 + 1) == 2')).toBe(true);
  });
});
