// The fair price of a route (issue 39): its road distance and the range a driver may ask within.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { priceSuggestion, roadKm } from '../../contract/road-distance';
import { priceSuggestionRequest } from '../../contract/trip-route';
import type { ServerContext } from '../context';
import { cities } from '../db/schema';
import { parseBody, validationFailed } from '../errors';
import { routeCityMessages } from '../cities/route-form';

export async function priceRoutes(app: FastifyInstance, context: ServerContext) {
  app.get(endpoints.priceSuggestion.path, async (request) => {
    const form = parseBody(priceSuggestionRequest, request.query);
    const found = await context.db
      .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
      .from(cities)
      .where(inArray(cities.id, [form.departure_city_id, form.arrival_city_id]));
    const from = found.find((c) => c.id === form.departure_city_id);
    const to = found.find((c) => c.id === form.arrival_city_id);
    const errors: Record<string, string[]> = {};
    if (!from) errors.departure_city_id = [routeCityMessages.departureCityUnknown];
    if (!to) errors.arrival_city_id = [routeCityMessages.arrivalCityUnknown];
    if (!from || !to) throw validationFailed(errors);
    const placed = from.latitude != null && from.longitude != null && to.latitude != null && to.longitude != null;
    const km = placed ? roadKm({ lat: from.latitude!, lng: from.longitude! }, { lat: to.latitude!, lng: to.longitude! }) : 0;
    return { ...priceSuggestion(km, context.pricePerKm), price_per_km: context.pricePerKm };
  });
}
