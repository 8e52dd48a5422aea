import { Island } from '../islands/island.tsx';

/** `/error/502` (D9): the 502 image, two messages, a 5-second countdown to the blog (home on ru) and a back button, all in the island. */
export default function BadGateway() {
  return (
    <section className="error-page">
      <Island name="error-countdown" />
    </section>
  );
}
