// The two sides of the marketplace as tabs (spec 001 §2): "Find a Ride" (/trips) and "Find Passengers" (/announcements).
import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';
import { useRoutesText } from '../listings/text';

export function MarketplaceTabs() {
  const _ = useRoutesText();
  return (
    <Nav variant="tabs" as="nav" aria-label={_('tabs.label')} className="mb-3">
      <Nav.Item>
        <Nav.Link as={NavLink} to="/trips" end>
          {_('tabs.findRide')}
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to="/announcements" end>
          {_('tabs.findPassengers')}
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}
