import { connectorPath, studioPath } from '#common/app-paths';
import { appBaseFor } from '#common/origins';

/** Where sign-in lands in the app (docs/requirements.md §4, docs/decisions/0002-addresses.md). */
export type SignInTarget = { kind: 'platform' } | { kind: 'agent'; appConnectorKey: string };

export function appPathFor(target: SignInTarget): string {
  return target.kind === 'platform' ? studioPath : connectorPath(target.appConnectorKey);
}

export function appUrlFor(target: SignInTarget, location: Pick<Location, 'hostname' | 'origin'>) {
  return `${appBaseFor(location)}${appPathFor(target)}`;
}
