// The two sides of the marketplace as tabs (spec 001 §2): "Find a Ride" (/trips) and "Find Passengers" (/announcements).
import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';

export function MarketplaceTabs() {
  return (
    <Nav variant="tabs" as="nav" aria-label="Marketplace" className="mb-3">
      <Nav.Item>
        <Nav.Link as={NavLink} to="/trips" end>
          Find a Ride
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to="/announcements" end>
          Find Passengers
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}
