import { describe, expect, it } from 'vitest'
import { formPayload } from './formPayload'

const formData = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('formPayload', () => {
  it('keeps every text field as typed, empty ones included', () => {
    expect(formPayload(formData([['name', 'Ada'], ['notes', ''], ['lyrics', '  line  ']]))).toEqual({
      name: 'Ada',
      notes: '',
      lyrics: '  line  ',
    })
  })

  it('turns a ticked checkbox into true and an absent one into false', () => {
    expect(formPayload(formData([['terms', 'on']]), ['terms'])).toEqual({ terms: true })
    expect(formPayload(formData([['name', 'Ada']]), ['terms'])).toEqual({ name: 'Ada', terms: false })
  })

  it('leaves out files, which no JSON form sends', () => {
    const data = formData([['name', 'Ada']])
    data.append('upload', new Blob(['x']))
    expect(formPayload(data)).toEqual({ name: 'Ada' })
  })
})
