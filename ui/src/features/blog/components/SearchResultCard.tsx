// A search result: a post card whose text is the passage that matched, with the matched words highlighted.
import type { SearchHit } from '@/generated/SearchHit';
import { HighlightedSnippet } from './HighlightedSnippet';
import { PostCard } from './PostCard';

export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const text = hit.snippet ? <HighlightedSnippet snippet={hit.snippet} className="mt-3" /> : undefined;
  return <PostCard post={hit} headingLevel="h2" text={text} />;
}
