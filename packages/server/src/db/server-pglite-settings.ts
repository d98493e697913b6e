/**
 * PostgreSQL settings of the server's own PGlite (`npm start` without DATABASE_URL).
 *
 * shared_buffers: PGlite zeroes its whole buffer pool at start, so PostgreSQL's default 128MB is
 * 128 MB of resident memory from the first second, in a process that also holds the web server.
 * At 32MB the server's idle memory dropped by about 130 MB (npm run bench:api prints it), while
 * the data files stay in the operating system's page cache, which PGlite reads through: the
 * redirect and API benchmarks did not change measurably. A deployment whose data outgrows this
 * should run on PostgreSQL (DATABASE_URL), which sizes its own buffers.
 */
export const SERVER_PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
};
