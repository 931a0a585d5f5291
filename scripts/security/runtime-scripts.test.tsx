import { GoogleTagManager } from '@next/third-parties/google'
import { renderToStaticMarkup } from 'react-dom/server'

import { chatLoaderSource } from '../../lib/chat'
import { runtimeInlineScripts, TAG_MANAGER_INIT_SCRIPT } from './runtime-scripts'

type ScriptProps = { id?: string; src?: string; dangerouslySetInnerHTML?: { __html: string } }

// What the package hands to next/script, which injects inline bodies only in the browser.
const mockScripts: ScriptProps[] = []
jest.mock('next/script', () => ({
  __esModule: true,
  default: (props: ScriptProps) => {
    mockScripts.push(props)
    return null
  },
}))

const env = { chatScriptUrl: 'https://cdn.example/chat.js', chatAgentId: 'agente' }

describe('runtimeInlineScripts', () => {
  it('is the chat loader alone without a Tag Manager container', () => {
    expect(runtimeInlineScripts({ ...env, gtmId: undefined })).toEqual([
      chatLoaderSource(env.chatScriptUrl, env.chatAgentId),
    ])
  })

  it('adds the Tag Manager bootstrap with a container', () => {
    expect(runtimeInlineScripts({ ...env, gtmId: 'GTM-ABC123' })).toEqual([
      chatLoaderSource(env.chatScriptUrl, env.chatAgentId),
      TAG_MANAGER_INIT_SCRIPT,
    ])
  })

  it('holds the exact bootstrap the installed @next/third-parties injects', () => {
    mockScripts.length = 0
    renderToStaticMarkup(<GoogleTagManager gtmId="GTM-ABC123" />)
    const inline = mockScripts.filter((props) => props.dangerouslySetInnerHTML)
    expect(inline.map((props) => props.id)).toEqual(['_next-gtm-init'])
    expect(inline[0]!.dangerouslySetInnerHTML!.__html).toBe(TAG_MANAGER_INIT_SCRIPT)
    // Its other script is the container itself, allowed by the policy's Google hosts.
    expect(mockScripts.find((props) => props.src)?.src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    )
  })
})
