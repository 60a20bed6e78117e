import { describe, expect, it } from 'vitest'
import { csvCell, csvText } from './csv'

describe('CSV export', () => {
  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', 'plain'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", "'\tx", 'plain'])
  })

  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines'], ['=1,2', '']])).toBe('"a,b","say ""hi""","two\nlines"\r\n"\'=1,2",\r\n')
  })
})
