// The travel requests' API as one plugin: the requests (announcements) and the drivers' proposals that answer them.
import { domainPlugin } from '../domain-plugin';
import { announcementRoutes } from './read-routes';
import { announcementWriteRoutes } from './write-routes';
import { proposalRoutes } from './proposal-routes';
import { proposalDecisionRoutes } from './proposal-decision-routes';

export const announcementsRoutes = domainPlugin([announcementRoutes, announcementWriteRoutes, proposalRoutes, proposalDecisionRoutes]);
