// A conversation's title as the active language writes it: the server names a trip's conversation by its route in
// the stored city names ("Tunis → Sousse"); Arabic shows its own city names, the arrow pointing its way.
import { useRouteLabel } from '../listings/route-label';

const ROUTE = /^(.+) → (.+)$/;

export function useConversationTitle(): (title: string) => string {
  const routeLabel = useRouteLabel();
  return (title) => {
    const route = ROUTE.exec(title);
    return route ? routeLabel({ departure_city: { name: route[1]! }, arrival_city: { name: route[2]! } }) : title;
  };
}
