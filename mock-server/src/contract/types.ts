// Request bodies as openapi-typescript generated them from openapi.yaml: the handlers' types come
// from the same contract as their validation, never written a second time.
import type { components } from '#common/api/schema';

type Schemas = components['schemas'];

export type SendCodeBody = Schemas['SendCodeRequest'];
export type VerifyCodeBody = Schemas['VerifyCodeRequest'];
export type WhitelistBody = Schemas['WhitelistRequest'];
export type ContactBody = Schemas['ContactRequest'];
export type SuccessBody = Schemas['SuccessResponse'];
export type LoginUrlBody = Schemas['LoginUrlResponse'];
