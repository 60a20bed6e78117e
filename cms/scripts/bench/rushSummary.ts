import { percentile } from './median'

/** One answer of the rush: which page, when it was asked and answered (epoch ms), and what it held. */
export type RushSample = { path: string; startedAt: number; answeredAt: number; status: number; showsAlbum: boolean }

export type PageLag = {
  /** From the moment to the first answer after it that shows the new album; NaN if none did. */
  lagMs: number
  /** Answers asked for later than `withinMs` after the moment that still lacked the album. */
  staleAfter: number
  p99Ms: number
}

export type RushSummary = {
  requests: number
  /** Answers with a 5xx status; requests that got no answer at all count as 0 here and as failures. */
  serverErrors: number
  failures: number
  p99Ms: number
  pages: Map<string, PageLag>
}

const p99 = (answers: RushSample[]) => percentile(answers.map((sample) => sample.answeredAt - sample.startedAt), 99)

/** Status 0 stands for a request that got no answer (a refused or reset connection). */
export function summarizeRush(samples: RushSample[], paths: string[], moment: number, withinMs: number): RushSummary {
  const pages = new Map<string, PageLag>()
  for (const path of paths) {
    const answers = samples.filter((sample) => sample.path === path && sample.status !== 0)
    const first = answers.filter((sample) => sample.answeredAt >= moment && sample.showsAlbum).sort((a, b) => a.answeredAt - b.answeredAt)[0]
    pages.set(path, {
      lagMs: first ? first.answeredAt - moment : NaN,
      staleAfter: answers.filter((sample) => sample.startedAt > moment + withinMs && !sample.showsAlbum).length,
      p99Ms: p99(answers),
    })
  }
  const answered = samples.filter((sample) => sample.status !== 0)
  return {
    requests: samples.length,
    serverErrors: answered.filter((sample) => sample.status >= 500).length,
    failures: samples.length - answered.length,
    p99Ms: p99(answered),
    pages,
  }
}
