import { DATA_REQUEST_REPLY_DAYS } from '@/config/promised-times';
import { AI_PROVIDERS } from '@/config/ai-providers';
import type { Rich } from '@/lib/format/rich-text';
import { privacyChannel, type CompanyInfo } from '../company';
import { channelPhrase, clientAreaLink } from '../legal-text';
import type { LegalSection } from '../types';
import { PARTNER_PRIVACY_URLS as URLS } from './partners';

/** Da política em português: compartilhamento, transferência, prazos, segurança, direitos, cookies e o resto. */
export function sharingAndRightsPtBR(company: CompanyInfo, aiNames: string): LegalSection[] {
  const channel = privacyChannel(company);
  return [
    {
      id: 'sharing',
      heading: 'Com quem compartilhamos os dados',
      blocks: [
        'Compartilhamos dados só com as empresas que nos ajudam a prestar o serviço, e cada uma recebe apenas o necessário para a sua parte:',
        {
          ul: [
            ['Mercado Pago: processa os pagamentos e as assinaturas por cartão, Pix e boleto. Os dados que você informa no ambiente do Mercado Pago seguem também a ', { text: 'política de privacidade do Mercado Pago', href: URLS.mercadoPago }, '.'],
            ['Google: o login com o Google, quando você escolhe essa opção, e o Google Analytics, só com o seu consentimento para estatísticas (', { text: 'política do Google', href: URLS.google }, ').'],
            ['Meta: o pixel da Meta, só com o seu consentimento para marketing, e o WhatsApp, por onde conversamos com você e por onde o bot de vendas atende os clientes dos nossos clientes (', { text: 'política da Meta', href: URLS.meta }, ').'],
            ...AI_PROVIDERS.map((provider): Rich => [
              `${provider.name}: provedor de inteligência artificial (${provider.purpose['pt-BR']}). Enviamos a ele o briefing e os arquivos de cada pedido e, nos bots, as mensagens necessárias para cada resposta (`,
              { text: `política da ${provider.name}`, href: provider.privacyUrl },
              provider.trainsOnApiData ? ').' : '). Pelos termos atuais da API que contratamos, esses dados não são usados para treinar os modelos do provedor.',
            ]),
            ['Discord: a plataforma onde o bot de moderação funciona, nos servidores em que ele é adicionado (', { text: 'política do Discord', href: URLS.discord }, ').'],
            'Hospedagem e infraestrutura em nuvem: as empresas que mantêm o site, o servidor e o banco de dados.',
            'Autoridades públicas: quando houver ordem judicial ou obrigação legal.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferência internacional de dados',
      blocks: [
        `Parte desses fornecedores trata dados fora do Brasil, principalmente nos Estados Unidos: o provedor de IA (${aiNames}), o Google, a Meta e o Discord. Dependendo da região contratada, a hospedagem também pode ficar no exterior.`,
        'Essas transferências seguem o art. 33 da LGPD: acontecem quando são necessárias para executar o contrato com você ou atender a um pedido seu (inciso IX) e com as garantias contratuais que esses fornecedores oferecem, como cláusulas-padrão de proteção de dados (inciso II).',
      ],
    },
    {
      id: 'retention',
      heading: 'Por quanto tempo guardamos os dados',
      blocks: [
        {
          ul: [
            'Contatos dos formulários: até 12 meses sem nenhuma nova conversa ou compra; depois disso, são apagados.',
            'Conta e pedidos: enquanto a conta estiver ativa e por mais 5 anos depois do encerramento, para cumprir obrigações de consumo e fiscais e para a defesa em eventuais processos (esse é o prazo do art. 27 do Código de Defesa do Consumidor).',
            'Registros de pagamento: 5 anos a partir da compra, pela legislação fiscal e contábil.',
            'Registros de acesso (IP, data e hora): 6 meses, como exige o Marco Civil da Internet.',
            'Conversas e registros dos bots: enquanto o bot estiver ativo e até 90 dias depois do cancelamento, salvo outra instrução do cliente.',
            'Estatísticas e anúncios: pelo prazo configurado em cada ferramenta; no Google Analytics, 14 meses. O pixel da Meta segue as regras de retenção da Meta.',
            'Armazenamento no navegador: até você sair da conta, mudar a escolha sobre cookies ou limpar os dados do navegador.',
          ],
        },
        'No fim do prazo, os dados são apagados ou anonimizados. Só os guardamos por mais tempo quando a lei exige ou para a defesa em processo (art. 16 da LGPD).',
      ],
    },
    {
      id: 'security',
      heading: 'Como protegemos os dados',
      blocks: [
        {
          ul: [
            'Conexão cifrada (HTTPS) em todo o site e na comunicação com o servidor.',
            'Senhas guardadas apenas em forma irreversível (hash).',
            'Acesso aos dados restrito a quem precisa deles para trabalhar.',
            'Dados de cartão tratados só pelo Mercado Pago, nunca pelos nossos sistemas.',
          ],
        },
        'O token de acesso fica no armazenamento local do navegador. Em computador compartilhado, use “Sair” ao terminar.',
        'Nenhum sistema é totalmente imune a falhas. Se acontecer um incidente de segurança que possa causar risco ou dano relevante, avisaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Os seus direitos e como exercê-los',
      blocks: [
        'O art. 18 da LGPD garante a você, titular dos dados, o direito de obter de nós, a qualquer momento e mediante pedido:',
        {
          ul: [
            'a confirmação de que tratamos dados seus;',
            'o acesso aos dados;',
            'a correção de dados incompletos, inexatos ou desatualizados;',
            'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;',
            'a portabilidade dos dados a outro fornecedor;',
            'a eliminação dos dados tratados com o seu consentimento;',
            'a informação sobre com quem compartilhamos os dados;',
            'a informação sobre a possibilidade de não dar consentimento e o que acontece se você não der;',
            'a revogação do consentimento.',
          ],
        },
        'Você também pode se opor a um tratamento feito sem consentimento que descumpra a lei (art. 18, § 2º) e pedir a revisão de decisões tomadas só por meios automatizados (art. 20).',
        { h3: 'Como fazer o pedido' },
        {
          ol: [
            ['Na ', clientAreaLink('pt-BR'), ', em “Meus dados”, você baixa uma cópia dos dados da sua conta em formato JSON e pode pedir a exclusão da conta.'],
            channel.kind === 'client-area'
              ? 'Para os demais pedidos, escreva para nós pelo atendimento da Área do Cliente.'
              : ['Para os demais pedidos, fale com a gente ', ...channelPhrase(channel, 'pt-BR'), '.'],
            'Podemos pedir uma confirmação de identidade antes de entregar ou apagar dados, para proteger você.',
          ],
        },
        `Respondemos em até ${DATA_REQUEST_REPLY_DAYS} dias (art. 19, II, da LGPD), sem custo (art. 18, § 5º). Se não pudermos atender a algum pedido, por exemplo porque a lei nos obriga a guardar certo dado, explicamos o motivo.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies e as suas preferências',
      blocks: [
        'Os itens essenciais (o token da sessão, o idioma, a sua escolha sobre cookies e os formulários em andamento) não dependem de consentimento, porque sem eles o site não funciona como você pediu.',
        'Estatísticas (Google Analytics) e marketing (pixel da Meta) são opcionais e independentes: você pode aceitar um, os dois ou nenhum. Sem a sua escolha, nada disso é carregado.',
        'Você pode mudar a escolha a qualquer momento em “Preferências de cookies”, no rodapé do site. Ao retirar o consentimento, paramos de enviar dados a essas ferramentas e apagamos os cookies delas (_ga e _fbp) do seu navegador.',
      ],
    },
    {
      id: 'children',
      heading: 'Crianças e adolescentes',
      blocks: [
        'Os nossos serviços são para empresas e pessoas com 18 anos ou mais, e não coletamos de propósito dados de menores de 18 anos. Se descobrirmos que recebemos dados de uma criança ou de um adolescente, vamos apagá-los.',
        'Os bots podem conversar com adolescentes ou moderá-los nos canais dos nossos clientes. Nesses casos, cabe ao cliente, como controlador, cumprir as regras do art. 14 da LGPD.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nesta política',
      blocks: [
        'Podemos atualizar esta política quando os serviços ou a lei mudarem. A data da última atualização fica no topo da página. Mudanças relevantes, como uma nova finalidade ou um novo compartilhamento, serão avisadas no site e, para quem tem conta, por e-mail, antes de valerem. Se a mudança depender de consentimento, vamos pedi-lo de novo.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Reclamações à ANPD',
      blocks: [
        ['Se você achar que não resolvemos o seu pedido, pode apresentar uma petição à Autoridade Nacional de Proteção de Dados (art. 18, § 1º, da LGPD) pelo site ', { text: 'gov.br/anpd', href: URLS.anpd }, '. A ANPD pede que o titular procure o controlador antes, por isso fale com a gente primeiro: quase sempre resolvemos rápido.'],
      ],
    },
  ];
}
