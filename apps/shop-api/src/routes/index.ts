// Every resource's routes, one file each. Each module exports `register(app)`.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

export type RouteModule = (app: Hono<AppEnv>) => void;

export const routeModules: RouteModule[] = [];
