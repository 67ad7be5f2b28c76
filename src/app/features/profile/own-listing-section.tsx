// A profile tab listing what the signed-in person published between cities (My Trips, My Announcements): a title
// with its "new" button, the cards or what to say when there are none, and when the list last reached the server.
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { SyncedAt } from '../../ui/synced-at';

export function OwnListingSection<Item>({
  titleId,
  title,
  action,
  empty,
  items,
  itemKey,
  card,
  syncedAt,
  children,
}: {
  titleId: string;
  title: string;
  action: ReactNode;
  empty: string;
  /** Undefined while the mirror is read. */
  items: Item[] | undefined;
  itemKey: (item: Item) => number;
  card: (item: Item) => ReactNode;
  syncedAt: number | null | undefined;
  /** The form the section opens. */
  children: ReactNode;
}) {
  return (
    <section className="py-3" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id={titleId} className="h5 mb-0">
          {title}
        </h2>
        {action}
      </div>
      {items && items.length === 0 ? <p className="text-body-secondary">{empty}</p> : null}
      <Row xs={1} md={2} xl={3} className="g-3">
        {items?.map((item) => (
          <Col key={itemKey(item)}>{card(item)}</Col>
        ))}
      </Row>
      <SyncedAt at={syncedAt} />
      {children}
    </section>
  );
}
