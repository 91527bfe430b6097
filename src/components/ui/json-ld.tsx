/** Structured data for search engines (schema.org JSON-LD), rendered in place. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // '<' is escaped so text inside the data can never close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
