import { highlight } from '@cms/search/highlight'

type Props = { text: string; words: readonly string[] }

/** `text` with the searched words marked; every part is a text node, so no markup gets through. */
export function Highlighted({ text, words }: Props) {
  return (
    <>
      {highlight(text, words).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  )
}
