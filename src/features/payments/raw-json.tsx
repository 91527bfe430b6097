/** A response or Mercado Pago's references, as formatted JSON under a small heading. */
export function RawJson({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="payments-raw">
      <h2>{title}</h2>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}
