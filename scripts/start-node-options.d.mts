/** The Node options `npm start` runs the server with (package.json's start script). */
export function startNodeOptions(): string[];
