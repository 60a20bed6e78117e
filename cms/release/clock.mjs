// The server's clock, for everything that decides what is released. Plain JavaScript so that
// Next's cache handler (site/cache-handler.mjs, loaded outside the bundle) reads the same clock.
import fs from 'node:fs'

/**
 * Milliseconds since the epoch. Test servers (cms/testing, the e2e config) set
 * MS_TEST_CLOCK_FILE to a file holding an offset in milliseconds, so that a test can move the
 * server past a release moment. Only the environment names the file: no request can move the
 * clock, and a server started without the variable runs on real time.
 * @returns {number}
 */
export function now() {
  const file = process.env.MS_TEST_CLOCK_FILE
  return file ? Date.now() + offsetIn(file) : Date.now()
}

/** @param {string} file */
function offsetIn(file) {
  try {
    const offset = Number(fs.readFileSync(file, 'utf8'))
    return Number.isFinite(offset) ? offset : 0
  } catch {
    return 0
  }
}
