import { createRoute } from '@hono/zod-openapi';
import { retailerProductResource } from '@/lib/contract/catalogue';
import { dataOf, pageOf } from '@/lib/contract/common';
import { noteResource } from '@/lib/contract/notes';
import { contactResource, reviewResource } from '@/lib/contract/relations';
import { workspaceSubListQuery } from '@/lib/contract/workspace-records';
import { json, recordErrors } from '../../lib/router';
import { pathId } from '../../lib/path-ids';
import { CREATE_RULE, retailerParams } from './routes';

const path = '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}';

export const retailerContactsRoute = createRoute({
  method: 'get',
  path: `${path}/contacts`,
  request: { params: retailerParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(contactResource), "The company retailer's contacts, by name"), ...recordErrors },
});

export const retailerProductsRoute = createRoute({
  method: 'get',
  path: `${path}/products`,
  request: { params: retailerParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(retailerProductResource), 'The products the company retailer lists, with their names'), ...recordErrors },
});

export const retailerReviewsRoute = createRoute({
  method: 'get',
  path: `${path}/reviews`,
  request: { params: retailerParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(reviewResource), "The company retailer's reviews, newest first"), ...recordErrors },
});

export const retailerNotesRoute = createRoute({
  method: 'get',
  path: `${path}/notes`,
  request: { params: retailerParams, query: workspaceSubListQuery },
  responses: { 200: json(pageOf(noteResource), 'Notes on the retailer, newest first'), ...recordErrors },
});

export const createRetailerNoteRoute = createRoute({
  method: 'post',
  path: `${path}/notes`,
  description: `JSON: body (required). ${CREATE_RULE}`,
  request: { params: retailerParams },
  responses: { 201: json(dataOf(noteResource), 'The note'), ...recordErrors },
});

export const showRetailerNoteRoute = createRoute({
  method: 'get',
  path: `${path}/notes/{noteId}`,
  request: { params: retailerParams.extend({ noteId: pathId }) },
  responses: { 200: json(dataOf(noteResource), 'The note'), ...recordErrors },
});
