/**
 * The editor's words (Decap CMS at /admin/), in Brazilian Portuguese: Decap's own `pt`
 * locale (decap-cms-locales), with its mistakes corrected and the messages it lacks, which
 * would otherwise show in English, written in. The editor's page registers it under
 * `adminLocale`, the name its configuration (`adminConfig`) asks for.
 *
 * Decap fills each `%{name}` in; `%{fieldLabel}` is a field's label, whatever its gender
 * and number ("Título", "Cor do ícone", "Perguntas"), so a message names it in quotes and
 * never agrees with it. Groups and keys follow Decap's, so that a key Decap adds later
 * falls back to its English one, as Decap falls back for every locale.
 */

/** Decap's phrases: groups of messages, each message a text with `%{name}` placeholders. */
export type Phrases = { readonly [key: string]: string | Phrases }

/** The editor's own refusal of a file chosen to upload (`refusedUpload`), around its reason. */
export const uploadRefusal = {
  heading: 'Este arquivo não foi enviado:',
  reassurance: 'Nada do que você escreveu se perde.',
}

/** The locale's name, in the configuration and in Decap's registry. */
export const adminLocale = 'pt-BR'

export const adminPhrases = {
  auth: {
    login: 'Entrar',
    loggingIn: 'Entrando…',
    loginWithNetlifyIdentity: 'Entrar com o Netlify Identity',
    loginWithAzure: 'Entrar com o Azure',
    loginWithBitbucket: 'Entrar com o Bitbucket',
    loginWithGitHub: 'Entrar com o GitHub',
    loginWithGitLab: 'Entrar com o GitLab',
    loginWithGitea: 'Entrar com o Gitea',
    loginWithForgejo: 'Entrar com o Forgejo',
    errors: {
      email: 'Informe o seu e-mail.',
      password: 'Informe a sua senha.',
      identitySettings:
        'Não foi possível ler as configurações de identidade. Com o back-end git-gateway, ative o serviço Identity e o Git Gateway.',
    },
  },
  app: {
    header: {
      content: 'Conteúdos',
      workflow: 'Fluxo editorial',
      media: 'Mídia',
      quickAdd: 'Adição rápida',
    },
    app: {
      errorHeader: 'Erro ao carregar a configuração do editor',
      configErrors: 'Erros de configuração',
      checkConfigYml: 'Verifique o arquivo config.yml.',
      loadingConfig: 'Carregando a configuração…',
      waitingBackend: 'Aguardando o servidor…',
    },
    notFoundPage: {
      header: 'Página não encontrada',
    },
  },
  collection: {
    sidebar: {
      collections: 'Coleções',
      allCollections: 'Todas as coleções',
      searchAll: 'Pesquisar em todos',
      searchIn: 'Pesquisar em',
    },
    collectionTop: {
      sortBy: 'Ordenar por',
      viewAs: 'Ver como',
      newButton: '＋ %{collectionLabel}',
      newButtonAriaLabel: 'Criar uma entrada do tipo %{collectionLabel}',
      ascending: 'Crescente',
      descending: 'Decrescente',
      searchResults: 'Resultados da busca por “%{searchTerm}”',
      searchResultsInCollection: 'Resultados da busca por “%{searchTerm}” em %{collection}',
      filterBy: 'Filtrar por',
      groupBy: 'Agrupar por',
      viewAsList: 'Ver em lista',
      viewAsGrid: 'Ver em grade',
    },
    entries: {
      loadingEntries: 'Carregando as entradas…',
      cachingEntries: 'Guardando as entradas no navegador…',
      longerLoading: 'Isso pode levar alguns minutos.',
      noEntries: 'Nenhuma entrada',
      unpublishedHeader: 'Entradas não publicadas',
    },
    groups: {
      other: 'Outros',
      negateLabel: 'Não %{label}',
    },
    defaultFields: {
      author: {
        label: 'Autor',
      },
      updatedOn: {
        label: 'Atualizado em',
      },
    },
  },
  editor: {
    editorControl: {
      field: {
        optional: 'opcional',
        widgetLabel: 'Campo %{widgetLabel}',
      },
    },
    editorControlPane: {
      widget: {
        required: 'Preencha “%{fieldLabel}”.',
        // A pattern's message (`adminConfig`) says what the field should hold: "no máximo
        // 160 caracteres", "(00) 0000-0000", "uma letra maiúscula".
        regexPattern: 'Corrija “%{fieldLabel}”: %{pattern}.',
        processing: 'Aguarde: “%{fieldLabel}” ainda está em processamento.',
        range: '“%{fieldLabel}” precisa ser um número de %{minValue} a %{maxValue}.',
        min: '“%{fieldLabel}” precisa ser no mínimo %{minValue}.',
        max: '“%{fieldLabel}” precisa ser no máximo %{maxValue}.',
        // Decap says this of a list with both bounds, so the most is at least 1.
        rangeCount: '“%{fieldLabel}” precisa ter de %{minCount} a %{maxCount} itens.',
        rangeCountExact: 'O número de itens de “%{fieldLabel}” precisa ser %{count}.',
        rangeMin: 'O número de itens de “%{fieldLabel}” precisa ser no mínimo %{minCount}.',
        rangeMax: 'O número de itens de “%{fieldLabel}” precisa ser no máximo %{maxCount}.',
        invalidPath: '“%{path}” não é um caminho válido.',
        pathExists: 'O caminho “%{path}” já existe.',
      },
      i18n: {
        writingInLocale: 'Escrevendo em %{locale}',
        copyFromLocale: 'Preencher a partir de outro idioma',
        copyFromLocaleConfirm:
          'Preencher com o conteúdo em %{locale}?\nTudo o que já está escrito será substituído.',
      },
    },
    editor: {
      onLeavePage: 'Sair desta página? As alterações não salvas serão perdidas.',
      onUpdatingWithUnsavedChanges:
        'Há alterações não salvas. Salve-as antes de mudar a situação da entrada.',
      onPublishingNotReady: 'Mude a situação para “Pronto” antes de publicar.',
      onPublishingWithUnsavedChanges: 'Há alterações não salvas. Salve-as antes de publicar.',
      onPublishing: 'Publicar esta entrada?',
      onUnpublishing: 'Tirar esta entrada do ar?',
      onDeleteWithUnsavedChanges:
        'Excluir esta entrada publicada, junto com as alterações ainda não salvas?',
      onDeletePublishedEntry: 'Excluir esta entrada publicada?',
      onDeleteUnpublishedChangesWithUnsavedChanges:
        'Isso exclui todas as alterações não publicadas desta entrada, junto com as ainda não salvas. Excluir mesmo assim?',
      onDeleteUnpublishedChanges:
        'Todas as alterações não publicadas desta entrada serão excluídas. Excluir mesmo assim?',
      loadingEntry: 'Carregando a entrada…',
      confirmLoadBackup:
        'Há uma cópia desta entrada guardada no navegador, com alterações não salvas. Recuperá-la?',
    },
    editorInterface: {
      toggleI18n: 'Mostrar ou ocultar os idiomas',
      togglePreview: 'Mostrar ou ocultar a pré-visualização',
      toggleScrollSync: 'Sincronizar a rolagem',
      toggleNotes: 'Mostrar ou ocultar as notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota…',
      editPlaceholder: 'Edite a nota…',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Excluir',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Excluir esta nota?',
      shortcut: 'Dica: Ctrl+Enter adiciona a nota.',
    },
    editorToolbar: {
      publishing: 'Publicando…',
      publish: 'Publicar',
      published: 'Publicado',
      unpublish: 'Tirar do ar',
      duplicate: 'Duplicar',
      unpublishing: 'Tirando do ar…',
      publishAndCreateNew: 'Publicar e criar outra entrada',
      publishAndDuplicate: 'Publicar e duplicar',
      deleteUnpublishedChanges: 'Excluir alterações não publicadas',
      deleteUnpublishedEntry: 'Excluir entrada não publicada',
      deletePublishedEntry: 'Excluir entrada publicada',
      deleteEntry: 'Excluir entrada',
      saving: 'Salvando…',
      save: 'Salvar',
      statusInfoTooltipDraft:
        'A entrada está em rascunho. Para concluí-la e enviá-la à revisão, mude a situação para “Em revisão”.',
      statusInfoTooltipInReview:
        'A entrada está em revisão; não é preciso fazer mais nada. Ainda é possível alterá-la durante a revisão.',
      deleting: 'Excluindo…',
      updating: 'Atualizando…',
      status: 'Situação: %{status}',
      backCollection: ' Escrevendo na coleção %{collectionLabel}',
      unsavedChanges: 'Alterações não salvas',
      changesSaved: 'Alterações salvas',
      draft: 'Rascunho',
      inReview: 'Em revisão',
      ready: 'Pronto',
      publishNow: 'Publicar agora',
      deployPreviewPendingButtonLabel: 'Verificar se há Pré-visualização',
      deployPreviewButtonLabel: 'Ver Pré-visualização',
      deployButtonLabel: 'Ver no site',
    },
    editorWidgets: {
      markdown: {
        bold: 'Negrito',
        italic: 'Itálico',
        strikethrough: 'Tachado',
        code: 'Código',
        link: 'Link',
        linkPrompt: 'Escreva o endereço do link',
        headings: 'Cabeçalho',
        quote: 'Citação',
        bulletedList: 'Lista com marcadores',
        numberedList: 'Lista numerada',
        addComponent: 'Adicionar componente',
        richText: 'Texto formatado',
        markdown: 'Markdown',
        toggleMode: {
          rich: 'Passar para o texto formatado',
          markdown: 'Passar para o Markdown',
        },
      },
      image: {
        choose: 'Escolha uma imagem',
        chooseMultiple: 'Escolha as imagens',
        chooseUrl: 'Inserir de um endereço',
        replaceUrl: 'Trocar por um endereço',
        promptUrl: 'Escreva o endereço da imagem',
        chooseDifferent: 'Escolha uma imagem diferente',
        addMore: 'Adicionar mais imagens',
        remove: 'Remover imagem',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        choose: 'Escolha um arquivo',
        chooseUrl: 'Inserir de um endereço',
        chooseMultiple: 'Escolha os arquivos',
        replaceUrl: 'Trocar por um endereço',
        promptUrl: 'Escreva o endereço do arquivo',
        chooseDifferent: 'Escolha um arquivo diferente',
        addMore: 'Adicionar mais arquivos',
        remove: 'Remover arquivo',
        removeAll: 'Remover todos os arquivos',
      },
      unknownControl: {
        noControl: 'O editor não tem controle para o tipo de campo “%{widget}”.',
      },
      unknownPreview: {
        noPreview: 'O editor não tem pré-visualização para o tipo de campo “%{widget}”.',
      },
      headingOptions: {
        headingOne: 'Título nível 1',
        headingTwo: 'Título nível 2',
        headingThree: 'Título nível 3',
        headingFour: 'Título nível 4',
        headingFive: 'Título nível 5',
        headingSix: 'Título nível 6',
      },
      datetime: {
        now: 'Agora',
        clear: 'Limpar',
        setToNow: 'Pôr a data de hoje em “%{fieldLabel}”',
      },
      list: {
        add: 'Adicionar %{item}',
        // A list of several forms (the policy's blocks): the button opens a menu of them.
        addType: 'Adicionar %{item}',
      },
      object: {
        expand: 'Abrir',
        collapse: 'Fechar',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Rascunho',
      copy: 'Copiar',
      copyUrl: 'Copiar o endereço',
      copyPath: 'Copiar o caminho',
      copyName: 'Copiar o nome',
      copied: 'Copiado',
    },
    mediaLibrary: {
      onDelete: 'Excluir o arquivo selecionado?',
      fileTooLarge: `Arquivo grande demais: o limite é de %{size} kB.\nPara o site, 1.600 pixels de largura bastam: reduza a imagem e envie de novo. ${uploadRefusal.reassurance}`,
    },
    mediaLibraryModal: {
      loading: 'Carregando…',
      noResults: 'Nenhum resultado.',
      noAssetsFound: 'Nenhum arquivo encontrado.',
      noImagesFound: 'Nenhuma imagem encontrada.',
      private: 'Privado ',
      images: 'Imagens',
      mediaAssets: 'Arquivos de mídia',
      search: 'Pesquisar…',
      uploading: 'Enviando…',
      upload: 'Enviar novo',
      download: 'Baixar',
      deleting: 'Excluindo…',
      deleteSelected: 'Excluir selecionado',
      chooseSelected: 'Escolher selecionado',
      close: 'Fechar',
    },
  },
  ui: {
    default: {
      goBackToSite: 'Voltar ao site',
    },
    errorBoundary: {
      title: 'Erro',
      details: 'Ocorreu um erro. Por favor, ',
      reportIt: 'relate-o.',
      detailsHeading: 'Detalhes',
      privacyWarning:
        'O relato leva a mensagem de erro e os dados de depuração.\nConfira se as informações estão certas e retire os dados sensíveis, se houver.',
      recoveredEntry: {
        heading: 'Documento recuperado',
        warning: 'Copie e cole isto em algum lugar antes de sair!',
        copyButtonLabel: 'Copiar para a área de transferência',
      },
    },
    settingsDropdown: {
      logOut: 'Sair',
      account: 'Opções da conta',
    },
    toast: {
      onFailToLoadEntries: 'Não foi possível carregar a entrada: %{details}',
      onFailToLoadDeployPreview: 'Não foi possível carregar a pré-visualização: %{details}',
      onFailToPersist: 'Não foi possível salvar a entrada: %{details}',
      onFailToDelete: 'Não foi possível excluir a entrada: %{details}',
      onFailToUpdateStatus: 'Não foi possível mudar a situação: %{details}',
      missingRequiredField: 'Preencha os campos obrigatórios marcados em vermelho e tente de novo.',
      entrySaved: 'Entrada salva',
      entryPublished: 'Entrada publicada',
      entryUnpublished: 'Entrada tirada do ar',
      onFailToPublishEntry: 'Não foi possível publicar: %{details}',
      onFailToUnpublishEntry: 'Não foi possível tirar a entrada do ar: %{details}',
      entryUpdated: 'Situação da entrada atualizada',
      onDeleteUnpublishedChanges: 'Alterações não publicadas excluídas',
      onFailToAuth: '%{details}',
      onLoggedOut: 'Você saiu do editor. Guarde as suas alterações e entre de novo.',
      onBackendDown: 'O servidor do editor está fora do ar. Veja %{details} para saber mais.',
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'Não foi possível adicionar a nota: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'Não foi possível atualizar a nota: %{details}',
      noteDeleted: 'Nota excluída',
      onFailToDeleteNote: 'Não foi possível excluir a nota: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'Não foi possível mudar a nota: %{details}',
    },
  },
  workflow: {
    workflow: {
      loading: 'Carregando as entradas do fluxo editorial',
      workflowHeading: 'Fluxo editorial',
      newPost: 'Nova entrada',
      description:
        'Entradas em revisão: %{smart_count}; prontas para publicar: %{readyCount}. |||| Entradas em revisão: %{smart_count}; prontas para publicar: %{readyCount}.',
      dateFormat: 'DD/MM',
    },
    workflowCard: {
      lastChange: '%{date} por %{author}',
      lastChangeNoAuthor: '%{date}',
      lastChangeNoDate: 'por %{author}',
      deleteChanges: 'Excluir alterações',
      deleteNewEntry: 'Excluir nova entrada',
      publishChanges: 'Publicar alterações',
      publishNewEntry: 'Publicar nova entrada',
    },
    workflowList: {
      onDeleteEntry: 'Excluir esta entrada?',
      onPublishingNotReadyEntry:
        'Só se publicam entradas na situação “Pronto”. Arraste o cartão para a coluna “Prontos” para publicá-lo.',
      onPublishEntry: 'Publicar esta entrada?',
      draftHeader: 'Rascunhos',
      inReviewHeader: 'Em revisão',
      readyHeader: 'Prontos',
      currentEntries: '%{smart_count} entrada |||| %{smart_count} entradas',
    },
  },
} as const satisfies Phrases
