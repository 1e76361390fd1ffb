/** The day the test catalog is seeded on; tests that need "now" pass their own clock. */
export const TEST_TODAY = new Date();
