import fs from 'node:fs'
import { FIGURES_DIR } from './sites'

/** A run starts with no figures of an earlier one. */
export default function prepareFigures(): void {
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true })
  fs.mkdirSync(FIGURES_DIR, { recursive: true })
}
