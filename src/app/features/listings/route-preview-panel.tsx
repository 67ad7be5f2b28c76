// The side preview of a trip or a travel request opened from a list: the route as its title, then what the listing
// shows of it. Its detail page's code is fetched as it opens: a reader who previews often goes on to the detail.
import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';
import type { routeLabel } from '../../../db/commands/session-guard';
import { usePreloadPage } from '../../page-loaders';
import { useRouteLabel } from './route-label';
import { useRoutesText } from './text';

export function RoutePreviewPanel<Row extends Parameters<typeof routeLabel>[0]>({
  row,
  onHide,
  titleId,
  detailPage,
  children,
}: {
  row: Row | null;
  onHide: () => void;
  titleId: string;
  detailPage: Parameters<typeof usePreloadPage>[0];
  children: (row: Row) => ReactNode;
}) {
  const _ = useRoutesText();
  const labelOf = useRouteLabel();
  const open = row !== null;
  usePreloadPage(detailPage, open);
  return (
    <Offcanvas show={open} onHide={onHide} placement="end" aria-labelledby={titleId}>
      {row ? (
        <>
          <Offcanvas.Header closeButton closeLabel={_('close')}>
            <Offcanvas.Title id={titleId}>{labelOf(row)}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{children(row)}</Offcanvas.Body>
        </>
      ) : null}
    </Offcanvas>
  );
}
