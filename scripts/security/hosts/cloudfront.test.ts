import { securityHeaders } from '../../../lib/security-headers'
import { ADMIN_OPENER_POLICY, adminPolicy } from '../policy'
import { cloudFrontEditorPolicy, cloudFrontPolicy } from './cloudfront'

describe('cloudFrontPolicy', () => {
  it('carries the shared policy and the same headers', () => {
    const policy = JSON.parse(cloudFrontPolicy({ shared: "frame-ancestors 'none'" }))
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      "frame-ancestors 'none'",
    )
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(
      63_072_000,
    )
    expect(policy.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Permissions-Policy',
      Value: securityHeaders['Permissions-Policy'],
      Override: true,
    })
    expect(policy.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cross-Origin-Opener-Policy',
      Value: 'same-origin',
      Override: true,
    })
  })
})

describe('cloudFrontEditorPolicy', () => {
  it('gives the editor’s behavior its whole policy, under a name of its own', () => {
    const editor = JSON.parse(cloudFrontEditorPolicy({ editor: adminPolicy('header') }))
    expect(editor.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      adminPolicy('header'),
    )
    expect(editor.Name).not.toBe(JSON.parse(cloudFrontPolicy({ shared: 'x' })).Name)
    // The windows the editor opens to sign in stay in touch with it.
    expect(editor.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cross-Origin-Opener-Policy',
      Value: ADMIN_OPENER_POLICY,
      Override: true,
    })
  })
})
