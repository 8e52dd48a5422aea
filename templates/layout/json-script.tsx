/** JSON for a `<script type="application/json">` element: `<`, `>` and `&` escaped so it cannot close the element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A non-executable data block (CSP-safe: no inline script runs). */
export function JsonScript({ id, value }: { id: string; value: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: safeJson(value) }} />;
}
