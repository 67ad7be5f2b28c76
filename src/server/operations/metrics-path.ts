// Where Prometheus scrapes: a module of its own, so the request counter can leave it out without importing the routes.
export const METRICS_PATH = '/metrics';
