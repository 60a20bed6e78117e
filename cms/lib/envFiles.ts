import nextEnv from '@next/env'

/**
 * Reads the project's .env files (.env, .env.local, .env.production…) into process.env, as Next
 * and the Payload CLI do, so that `npm start`, `npm run dev`, the server and the CLI commands all
 * see the same settings; a variable already set in the environment wins. Called before anything
 * reads a setting: the data folder, the port and the checks of the settings themselves.
 */
export function loadEnvFiles(dev: boolean, dir: string = process.cwd()): void {
  nextEnv.loadEnvConfig(dir, dev, { info: () => undefined, error: console.error })
}
