/**
 * Imported first by every server entry point (npm start, the bench's server): without NODE_ENV the
 * app runs as production (config.ts), and so must the libraries that read NODE_ENV themselves when
 * they load (graphql-js checks every type in development mode, Express keeps development defaults).
 */
process.env.NODE_ENV ??= 'production';
