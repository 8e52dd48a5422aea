import { Listing } from '../components/listing.tsx';

/** `partner-list`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
