import { serializeJsonLd } from '../../lib/jsonLd'

/** Structured data for search engines; the serialiser escapes '<', so the markup is safe to inline. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
