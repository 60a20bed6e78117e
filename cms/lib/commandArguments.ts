/**
 * What a CLI command's argument parser answers instead of usable options: `--help` (the usage,
 * asked for) or a mistake (what is wrong, then the usage).
 */
export type Refusal = { help: string } | { error: string }

export const isRefusal = (parsed: object): parsed is Refusal => 'help' in parsed || 'error' in parsed

/**
 * Prints a refusal where a shell user expects it and gives the exit status: asked-for help on
 * standard output with 0, as other commands do (so `--help | less` works); a mistake on standard
 * error with 2.
 */
export function refusalStatus(refusal: Refusal): 0 | 2 {
  if ('help' in refusal) {
    console.log(refusal.help)
    return 0
  }
  console.error(refusal.error)
  return 2
}
