import { Listing } from '../components/listing.tsx';

/** `guide-index`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
