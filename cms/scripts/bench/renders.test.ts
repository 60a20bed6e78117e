import { describe, expect, it } from 'vitest'
import { rendersPerPage } from './renders'

const HOME = ['select albums limit', 'select artists in']
const LIST = ['count albums', 'select albums', 'select artists in']
const ALBUM = ['count albums where slug', 'select albums where slug', 'select artists in']
const ONE_EACH = [...HOME, ...LIST, ...ALBUM]

describe('rendersPerPage', () => {
  it('is 1 when the rush ran what one render of each page runs', () => {
    expect(rendersPerPage([...ALBUM, ...LIST, ...HOME], ONE_EACH).ratio).toBe(1)
  })

  it('is 2 when one page rendered twice, by the statements only it runs, whatever they share with the others', () => {
    const renders = rendersPerPage([...ONE_EACH, ...ALBUM], ONE_EACH)
    expect(renders).toEqual({ ratio: 2, sql: 'count albums where slug', rush: 2, oneRender: 1 })
  })

  it('shows a stampede as many renders', () => {
    expect(rendersPerPage([...ONE_EACH, ...Array.from({ length: 20 }, () => LIST).flat()], ONE_EACH).ratio).toBe(21)
  })

  it('counts a statement one render never ran against one run', () => {
    expect(rendersPerPage([...ONE_EACH, 'select comments'], ONE_EACH)).toMatchObject({ ratio: 1, sql: 'select albums limit' })
    expect(rendersPerPage([...ONE_EACH, 'select comments', 'select comments'], ONE_EACH)).toMatchObject({ ratio: 2, sql: 'select comments' })
  })
})
