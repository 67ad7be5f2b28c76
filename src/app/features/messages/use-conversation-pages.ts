// The conversation list comes 4 at a time from the server (spec 000 §9): the first page on opening, the next ones
// when the user asks; the device shows every conversation it already has meanwhile.
import { useCallback, useEffect, useState } from 'react';
import { sync } from '../../../sync/client';

export function useConversationPages(active: boolean) {
  const [pages, setPages] = useState({ loaded: 0, hasMore: false, loading: false });

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    void sync.refreshConversations(1).then((result) => {
      if (!cancelled && result.ok) setPages({ loaded: 1, hasMore: result.hasMore, loading: false });
    });
    return () => {
      cancelled = true;
    };
  }, [active]);

  const loadMore = useCallback(async () => {
    if (pages.loading || !pages.hasMore) return;
    setPages((current) => ({ ...current, loading: true }));
    const result = await sync.refreshConversations(pages.loaded + 1);
    setPages((current) => ({
      loaded: result.ok ? current.loaded + 1 : current.loaded,
      hasMore: result.ok ? result.hasMore : current.hasMore,
      loading: false,
    }));
  }, [pages]);

  return { hasMore: pages.hasMore, loading: pages.loading, loadMore };
}
