import { HSTS_MAX_AGE, securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY } from '../policy'
import { GENERATED_NOTE, type HostPolicies } from './writer'

/**
 * CloudFront response headers policies (`aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://…`), in `deploy/generated/`. CloudFront sends one
 * policy for a whole cache behavior: the site's carries the shared policy (no script-src)
 * and each page's `<meta>` adds the scripts it allows; the editor's behavior (`/admin/*`)
 * carries the editor's whole policy and its opener policy (`ADMIN_OPENER_POLICY`), under a
 * name of its own. Cache-Control is set on the objects when they are uploaded.
 */

export const cloudFrontPolicy = ({ shared }: Pick<HostPolicies, 'shared'>) =>
  json(
    responseHeadersPolicy(
      'horizonte-ti-security-headers',
      shared,
      securityHeaders['Cross-Origin-Opener-Policy'],
    ),
  )

export const cloudFrontEditorPolicy = ({ editor }: Pick<HostPolicies, 'editor'>) =>
  json(responseHeadersPolicy('horizonte-ti-editor-headers', editor, ADMIN_OPENER_POLICY))

function responseHeadersPolicy(name: string, policy: string, openerPolicy: string) {
  return {
    Name: name,
    Comment: GENERATED_NOTE,
    SecurityHeadersConfig: {
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: HSTS_MAX_AGE,
        IncludeSubdomains: true,
        Preload: false,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: securityHeaders['X-Frame-Options'] },
      ReferrerPolicy: { Override: true, ReferrerPolicy: securityHeaders['Referrer-Policy'] },
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: policy },
    },
    CustomHeadersConfig: {
      Quantity: 2,
      Items: [
        { Header: 'Permissions-Policy', Value: securityHeaders['Permissions-Policy'] },
        { Header: 'Cross-Origin-Opener-Policy', Value: openerPolicy },
      ].map((header) => ({ ...header, Override: true })),
    },
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n'
