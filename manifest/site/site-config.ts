import type { SiteInput } from '../define-site.ts';
import { externalHosts } from './domains.ts';

type LocaleConfigInput = NonNullable<SiteInput['siteConfig'][string]>;

const mainApp = { registerUrl: `${externalHosts.app}/register`, loginUrl: `${externalHosts.app}/login` };
const secondaryApp = {
  registerUrl: `${externalHosts.appSecondary}/register`,
  loginUrl: `${externalHosts.appSecondary}/login`,
};

function seo(title: string, keywords: string, description: string, app = mainApp): LocaleConfigInput {
  return { title, keywords, description, ...app };
}

/**
 * Site config per locale (spec 3 'home base info', D10): home title, keywords, description,
 * register/login URLs (the build adds `from`, `rel` and `lang`) and statistics snippets.
 * A locale without an entry uses the catch-all locale's config, and `site check` warns.
 */
export const siteConfig: SiteInput['siteConfig'] = {
  en: seo(
    'Polyprofile – Antidetect Browser for Multi-Account Management',
    'antidetect browser, multi-account browser, browser profiles, fingerprint browser, multilogin',
    'Run hundreds of browser profiles, each with its own fingerprint, cookies and proxy. Share them with your team and automate the routine work.',
  ),
  zh: {
    ...seo(
      'Polyprofile 指纹浏览器 – 多账号安全管理',
      '指纹浏览器, 防关联浏览器, 多账号管理, 跨境电商, 浏览器环境',
      '为每个账号创建独立的浏览器环境：独立指纹、独立 Cookie、独立代理。团队协作、批量操作与自动化，助力跨境电商与社媒运营。',
      secondaryApp,
    ),
    statistics: [{ id: 'site-stats', position: 'head', src: `${externalHosts.stats}/hm.js?c3f1a7` }],
  },
  ru: seo(
    'Polyprofile – антидетект-браузер для мультиаккаунтинга',
    'антидетект браузер, мультиаккаунтинг, браузерные профили, отпечаток браузера',
    'Сотни браузерных профилей с собственными отпечатками, cookie и прокси. Командная работа и автоматизация рутинных задач.',
    secondaryApp,
  ),
  vn: seo(
    'Polyprofile – Trình duyệt antidetect quản lý nhiều tài khoản',
    'trình duyệt antidetect, quản lý nhiều tài khoản, hồ sơ trình duyệt, vân tay trình duyệt',
    'Tạo hàng trăm hồ sơ trình duyệt, mỗi hồ sơ có vân tay, cookie và proxy riêng. Làm việc nhóm và tự động hóa công việc lặp lại.',
  ),
  es: seo(
    'Polyprofile – Navegador antidetección para multicuenta',
    'navegador antidetección, gestión multicuenta, perfiles de navegador, huella digital del navegador',
    'Gestiona cientos de perfiles de navegador, cada uno con su huella, cookies y proxy. Comparte perfiles con tu equipo y automatiza tareas.',
  ),
  pt: seo(
    'Polyprofile – Navegador antidetecção para multicontas',
    'navegador antidetecção, gestão de várias contas, perfis de navegador, impressão digital do navegador',
    'Crie centenas de perfis de navegador, cada um com a sua impressão digital, cookies e proxy. Partilhe com a equipa e automatize tarefas.',
  ),
  tr: seo(
    'Polyprofile – Çoklu hesap yönetimi için antidetect tarayıcı',
    'antidetect tarayıcı, çoklu hesap yönetimi, tarayıcı profilleri, parmak izi',
    'Her biri kendi parmak izi, çerezleri ve proxy’si olan yüzlerce tarayıcı profili. Ekibinizle paylaşın, rutin işleri otomatikleştirin.',
  ),
  th: seo(
    'Polyprofile – เบราว์เซอร์ป้องกันการตรวจจับสำหรับหลายบัญชี',
    'เบราว์เซอร์ antidetect, จัดการหลายบัญชี, โปรไฟล์เบราว์เซอร์, ลายนิ้วมือเบราว์เซอร์',
    'สร้างโปรไฟล์เบราว์เซอร์ได้หลายร้อยโปรไฟล์ แต่ละโปรไฟล์มีลายนิ้วมือ คุกกี้ และพร็อกซีของตัวเอง ทำงานร่วมกับทีมและทำงานอัตโนมัติ',
  ),
  fr: seo(
    'Polyprofile – Navigateur antidétection multi-comptes',
    'navigateur antidétection, gestion multi-comptes, profils de navigateur, empreinte de navigateur',
    'Des centaines de profils de navigateur, chacun avec son empreinte, ses cookies et son proxy. Partagez-les avec votre équipe et automatisez.',
  ),
  uk: seo(
    'Polyprofile – антидетект-браузер для мультиакаунтингу',
    'антидетект браузер, мультиакаунтинг, профілі браузера, відбиток браузера',
    'Сотні профілів браузера з власними відбитками, cookie та проксі. Спільна робота команди й автоматизація рутинних завдань.',
  ),
  ko: seo(
    'Polyprofile – 멀티 계정 관리를 위한 안티디텍트 브라우저',
    '안티디텍트 브라우저, 멀티 계정 관리, 브라우저 프로필, 브라우저 핑거프린트',
    '각각 고유한 핑거프린트, 쿠키, 프록시를 가진 수백 개의 브라우저 프로필. 팀과 공유하고 반복 작업을 자동화하세요.',
  ),
  hi: seo(
    'Polyprofile – मल्टी-अकाउंट प्रबंधन के लिए एंटीडिटेक्ट ब्राउज़र',
    'एंटीडिटेक्ट ब्राउज़र, मल्टी-अकाउंट प्रबंधन, ब्राउज़र प्रोफ़ाइल, ब्राउज़र फ़िंगरप्रिंट',
    'सैकड़ों ब्राउज़र प्रोफ़ाइल, हर एक का अपना फ़िंगरप्रिंट, कुकीज़ और प्रॉक्सी। टीम के साथ साझा करें और दोहराए जाने वाले काम स्वचालित करें।',
  ),
  jp: seo(
    'Polyprofile – 複数アカウント管理のためのアンチディテクトブラウザ',
    'アンチディテクトブラウザ, 複数アカウント管理, ブラウザプロファイル, ブラウザフィンガープリント',
    '固有のフィンガープリント、Cookie、プロキシを持つブラウザプロファイルを数百単位で管理。チームで共有し、定型作業を自動化できます。',
  ),
  tc: seo(
    'Polyprofile 指紋瀏覽器 – 多帳號安全管理',
    '指紋瀏覽器, 防關聯瀏覽器, 多帳號管理, 跨境電商, 瀏覽器環境',
    '為每個帳號建立獨立的瀏覽器環境：獨立指紋、獨立 Cookie、獨立代理。支援團隊協作、批次操作與自動化。',
  ),
  de: seo(
    'Polyprofile – Antidetect-Browser für Multi-Account-Management',
    'Antidetect-Browser, Multi-Account-Management, Browserprofile, Browser-Fingerprint',
    'Hunderte Browserprofile mit eigenem Fingerprint, eigenen Cookies und eigenem Proxy. Im Team teilen und Routinearbeit automatisieren.',
  ),
  fil: seo(
    'Polyprofile – Antidetect browser para sa maraming account',
    'antidetect browser, pamamahala ng maraming account, browser profile, browser fingerprint',
    'Gumawa ng daan-daang browser profile na may sariling fingerprint, cookies at proxy. Ibahagi sa team at i-automate ang paulit-ulit na gawain.',
  ),
  km: seo(
    'Polyprofile – កម្មវិធីរុករកប្រឆាំងការរកឃើញ សម្រាប់គណនីច្រើន',
    'antidetect browser, គ្រប់គ្រងគណនីច្រើន, ប្រវត្តិរូបកម្មវិធីរុករក',
    'បង្កើតប្រវត្តិរូបកម្មវិធីរុករករាប់រយ ដែលនីមួយៗមានស្នាមម្រាមដៃ ខូគី និងប្រូកស៊ីផ្ទាល់ខ្លួន។ ចែករំលែកជាមួយក្រុម និងធ្វើស្វ័យប្រវត្តិកម្ម។',
  ),
  pl: seo(
    'Polyprofile – przeglądarka antydetekcyjna do wielu kont',
    'przeglądarka antydetekcyjna, zarządzanie wieloma kontami, profile przeglądarki, odcisk przeglądarki',
    'Setki profili przeglądarki, każdy z własnym odciskiem, ciasteczkami i proxy. Udostępniaj je zespołowi i automatyzuj rutynę.',
  ),
  nl: seo(
    'Polyprofile – Antidetect-browser voor meerdere accounts',
    'antidetect browser, meerdere accounts beheren, browserprofielen, browser fingerprint',
    'Honderden browserprofielen, elk met een eigen fingerprint, cookies en proxy. Deel ze met je team en automatiseer routinewerk.',
  ),
  ro: seo(
    'Polyprofile – Browser antidetect pentru conturi multiple',
    'browser antidetect, gestionare conturi multiple, profiluri de browser, amprentă browser',
    'Sute de profiluri de browser, fiecare cu amprenta, cookie-urile și proxy-ul său. Partajează-le cu echipa și automatizează rutina.',
  ),
};
