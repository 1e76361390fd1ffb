/** The owner's page of background work that keeps failing. */
export const backgroundWorkPath = '/staff/background-work';
