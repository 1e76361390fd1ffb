/** The picture a job without its own image shows. */
export const DEFAULT_JOB_IMAGE = 'job-default-800.webp';
