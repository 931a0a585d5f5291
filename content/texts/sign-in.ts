/**
 * What the window of the editor's sign-in says (worker/, `signIn`), in the staff's words;
 * a refusal is also shown by the editor.
 */
export const signInTexts = {
  title: 'Entrar no editor',
  signedIn: 'Pronto: o GitHub confirmou a sua entrada. Esta janela se fecha sozinha.',
  notConfigured:
    'A entrada com o GitHub ainda não foi configurada neste endereço. Avise quem cuida do site: faltam os segredos GITHUB_CLIENT_ID e GITHUB_CLIENT_SECRET do Worker.',
  wrongRequest:
    'Este endereço só serve à entrada com o GitHub que o editor abre. Volte ao editor e clique em “Entrar com o GitHub”.',
  staleState:
    'Esta entrada não começou neste navegador, ou levou mais de 10 minutos. Feche esta janela e clique de novo em “Entrar com o GitHub” no editor.',
  denied:
    'A entrada foi cancelada no GitHub. Para entrar, clique de novo em “Entrar com o GitHub” e autorize o editor.',
  exchangeFailed:
    'O GitHub não confirmou a entrada. Feche esta janela e tente de novo; se o erro continuar, avise quem cuida do site.',
} as const
