/** The day the test catalog is seeded on. */
export const TEST_TODAY = new Date();

/**
 * The app's clock in tests: real time unless a test sets it, and put back before each test.
 * Times are instants; pickup rules read them in India time.
 */
let fixed: Date | undefined;
export const testClock = {
  now: () => (fixed ? new Date(fixed) : new Date()),
  set: (instant: Date | string) => {
    fixed = new Date(instant);
  },
  reset: () => {
    fixed = undefined;
  },
};
