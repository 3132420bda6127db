/** The one place the rules tests import the shared harness from. */
export {
  assertFails,
  assertSucceeds,
  createRulesTestEnv,
  type RulesTestEnvironment,
} from '../../harness/rules-test-env';
