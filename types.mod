!mod$ v1 sum:ea0acddfd1076d03
module types
type::ty1
real(4),pointer::p(:,:)
end type
end
