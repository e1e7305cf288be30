/** The Node options `npm start` runs the server with (package.json's start script). */
export function startNodeOptions(): string[];
/** The variables the start script sets for the server process. */
export function startEnvironment(): Record<string, string>;
