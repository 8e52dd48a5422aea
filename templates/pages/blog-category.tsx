import { Listing } from '../components/listing.tsx';

/** `blog-category`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
