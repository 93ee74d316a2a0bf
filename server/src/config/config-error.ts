/** A setting that is missing or wrong: the process prints it and does not start. */
export class ConfigError extends Error {}
