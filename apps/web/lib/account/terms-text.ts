// The shop's terms as shown in the join step, the terms modal and the /terms pages. Kept as plain
// text so one source serves the modal and the page.

export interface TermsDocument {
  title: string;
  effective: string;
  sections: readonly { heading: string; body: string }[];
}

export const TERMS_OF_USE: TermsDocument = {
  title: '이용약관',
  effective: '2024년 1월 1일부터 시행',
  sections: [
    { heading: '제1조 (목적)', body: '이 약관은 코트사이드(이하 "회사")가 운영하는 온라인 쇼핑몰에서 제공하는 인터넷 관련 서비스를 이용할 때 회사와 이용자의 권리, 의무 및 책임 사항을 정합니다.' },
    { heading: '제2조 (회원가입)', body: '이용자는 회사가 정한 가입 양식에 따라 회원 정보를 기입하고 이 약관에 동의한다는 의사를 표시하여 회원가입을 신청합니다. 회사는 허위 정보를 기재한 신청을 승낙하지 않을 수 있습니다.' },
    { heading: '제3조 (구매 신청과 계약 성립)', body: '이용자는 상품을 선택하고 받는 분 정보와 결제 방법을 입력하여 구매를 신청합니다. 결제가 완료되면 구매 계약이 성립합니다. 주문 제작 상품(커스텀 댐프너)은 제작이 시작된 뒤에는 취소할 수 없습니다.' },
    { heading: '제4조 (청약 철회)', body: '상품을 받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 다만 이용자의 책임으로 상품이 훼손되었거나 주문 제작 상품인 경우에는 철회가 제한됩니다.' },
    { heading: '제5조 (회원 탈퇴)', body: '회원은 언제든지 마이페이지에서 탈퇴를 요청할 수 있으며, 회사는 즉시 처리합니다. 탈퇴하면 남은 적립금과 쿠폰은 사라집니다.' },
  ],
};

export const PRIVACY_POLICY: TermsDocument = {
  title: '개인정보처리방침',
  effective: '2024년 1월 1일부터 시행',
  sections: [
    { heading: '1. 수집하는 개인정보', body: '필수: 아이디, 비밀번호, 이름, 이메일, 휴대폰 번호\n선택: 생년월일\n주문 시: 받는 분 이름, 연락처, 주소' },
    { heading: '2. 이용 목적', body: '회원 관리, 주문과 배송, 고객 문의 응대, 부정 이용 방지에 이용합니다. 마케팅 수신에 동의한 경우 이벤트와 혜택 안내에 이용합니다.' },
    { heading: '3. 보유 기간', body: '회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약·결제 기록은 5년, 소비자 불만 처리 기록은 3년 동안 보관합니다.' },
    { heading: '4. 제3자 제공과 위탁', body: '배송을 위해 택배사에 받는 분 정보를, 결제를 위해 결제대행사에 결제 정보를 제공합니다. 그 밖에는 동의 없이 제공하지 않습니다.' },
    { heading: '5. 문의처', body: '개인정보 보호책임자: 김코트 (privacy@courtside.kr, 02-123-4567)' },
  ],
};

export const MARKETING_CONSENT: TermsDocument = {
  title: '마케팅 정보 수신 동의',
  effective: '선택 항목',
  sections: [
    { heading: '수신 내용', body: '신상품, 할인 쿠폰, 적립금 이벤트 소식을 SMS와 이메일로 보내 드립니다.' },
    { heading: '동의 철회', body: '마이페이지 회원정보 수정에서 언제든지 수신을 거부할 수 있습니다. 동의하지 않아도 회원가입과 구매에는 제한이 없습니다.' },
  ],
};

export const TERMS_DOCUMENTS = { use: TERMS_OF_USE, privacy: PRIVACY_POLICY, marketing: MARKETING_CONSENT } as const;
export type TermsKey = keyof typeof TERMS_DOCUMENTS;
